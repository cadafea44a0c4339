export { Keypad, type KeypadProps } from './Keypad';
