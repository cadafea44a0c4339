import fc from 'fast-check';
import { KEYPAD_MAX_LENGTH, pressKey, type KeypadKey } from './keypad';

const EUR = { precision: 2, scaledBy1000: false };
const JPY = { precision: 0, scaledBy1000: false };
const VND = { precision: 0, scaledBy1000: true };
const keys: KeypadKey[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', 'delete'];
const type = (text: KeypadKey[], currency = EUR) =>
  text.reduce((entry, key) => pressKey(entry, key, currency), '');

describe('keypad', () => {
  it('types a stake', () => {
    expect(type(['1', '2', '.', '5', '0'])).toBe('12.50');
    expect(type(['.', '5'])).toBe('0.5');
    expect(type(['0', '7'])).toBe('7');
  });

  it('never lets the entry become 00, a second point or a third decimal', () => {
    expect(type(['0', '0'])).toBe('0');
    expect(type(['1', '.', '.', '2'])).toBe('1.2');
    expect(type(['1', '.', '2', '3', '4'])).toBe('1.23');
  });

  it('has no decimal point for currencies without decimals or scaled by 1000', () => {
    expect(type(['5', '.', '5'], JPY)).toBe('55');
    expect(type(['5', '.', '5'], VND)).toBe('55');
  });

  it('keeps every rule for any sequence of key presses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...keys), { maxLength: 40 }),
        fc.constantFrom(EUR, JPY, VND),
        (presses, currency) => {
          let entry = '';
          for (const key of presses) {
            entry = pressKey(entry, key, currency);
            expect(entry.length).toBeLessThanOrEqual(KEYPAD_MAX_LENGTH);
            expect(entry).not.toBe('00');
            expect(entry.split('.').length).toBeLessThanOrEqual(
              currency.precision > 0 && !currency.scaledBy1000 ? 2 : 1,
            );
            const decimals = entry.includes('.') ? (entry.split('.')[1]?.length ?? 0) : 0;
            expect(decimals).toBeLessThanOrEqual(2);
            expect(entry).toMatch(/^(\d+(\.\d*)?)?$/);
          }
        },
      ),
    );
  });

  it('delete undoes an accepted key', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...keys), { maxLength: 20 }),
        fc.constantFrom(...keys),
        (presses, key) => {
          const before = type(presses);
          const after = pressKey(before, key, EUR);
          if (key !== 'delete' && after !== before && after.length === before.length + 1) {
            expect(pressKey(after, 'delete', EUR)).toBe(before);
          }
        },
      ),
    );
  });
});
