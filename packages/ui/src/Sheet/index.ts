export {
  Sheet,
  type SheetDataAttributes,
  type SheetLayer,
  type SheetProps,
  type SheetSide,
} from './Sheet';
