import { describe, expect, it } from 'vitest';
import { sameRowProps } from './sameView';

describe('sameRowProps', () => {
  const onRemove = () => {};
  const row = () => ({
    selection: { outcomeId: 1, price: '2.10', eachWay: { checked: false, placeTerms: '1/4' } },
    currency: 'EUR',
    actions: { onRemove },
  });

  it('treats a rebuilt but equal row as the same', () => {
    expect(sameRowProps(row(), row())).toBe(true);
  });

  it('sees a changed field, nested field, key set or action', () => {
    const changed = row();
    changed.selection.price = '2.20';
    expect(sameRowProps(row(), changed)).toBe(false);

    const nested = row();
    nested.selection.eachWay.checked = true;
    expect(sameRowProps(row(), nested)).toBe(false);

    expect(sameRowProps<object>(row(), { ...row(), locked: true })).toBe(false);
    expect(sameRowProps(row(), { ...row(), actions: { onRemove: () => {} } })).toBe(false);
  });

  it('compares arrays by identity', () => {
    const list = [1];
    expect(sameRowProps({ list }, { list })).toBe(true);
    expect(sameRowProps({ list }, { list: [1] })).toBe(false);
  });
});
