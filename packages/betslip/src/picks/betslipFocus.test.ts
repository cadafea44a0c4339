import { afterEach, describe, expect, it } from 'vitest';
import { findStakeField, focusSlipStake } from './betslipFocus';
import { BETSLIP_REGION_ID } from './betslipRegion';

function slipColumn(html: string): HTMLElement {
  const region = document.createElement('section');
  region.id = BETSLIP_REGION_ID;
  region.tabIndex = -1;
  region.innerHTML = html;
  document.body.append(region);
  return region;
}

const stake = (id: string, name: string, extra = '') =>
  `<label for="${id}">Stake for ${name}</label><input id="${id}" type="text" ${extra} />`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('findStakeField', () => {
  it("finds the stake named for the selection, else the slip's first editable stake", () => {
    const root = slipColumn(
      `<input type="checkbox" />${stake('a', 'Arsenal to win')}${stake('b', 'Draw')}`,
    );
    expect(findStakeField(root, 'Draw')?.id).toBe('b');
    expect(findStakeField(root, 'Chelsea to win')?.id).toBe('a');
  });

  it('skips read-only stakes (a slip being placed) and answers null without any', () => {
    const root = slipColumn(stake('a', 'Draw', 'readonly'));
    expect(findStakeField(root, 'Draw')).toBeNull();
  });
});

describe('focusSlipStake', () => {
  it("focuses the selection's stake in the betslip column", async () => {
    slipColumn(`${stake('a', 'Arsenal to win')}${stake('b', 'Draw')}`);
    await expect(focusSlipStake('Draw', { frames: 1 })).resolves.toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it('prefers the open sheet over the column', async () => {
    slipColumn(stake('a', 'Draw'));
    const sheet = document.createElement('div');
    sheet.setAttribute('data-betslip-sheet', '');
    sheet.innerHTML = stake('s', 'Draw');
    document.body.append(sheet);
    await focusSlipStake('Draw', { frames: 1 });
    expect(document.activeElement?.id).toBe('s');
  });

  it('falls back to the betslip landmark when no stake shows up', async () => {
    const region = slipColumn('<p>Your betslip is empty</p>');
    await expect(focusSlipStake('Draw', { frames: 2 })).resolves.toBe(true);
    expect(document.activeElement).toBe(region);
  });
});
