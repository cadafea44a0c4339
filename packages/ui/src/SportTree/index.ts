export {
  SportTree,
  type SportTreeLabels,
  type SportTreeNode,
  type SportTreeProps,
} from './SportTree';
