/**
 * Getting a keyboard player from a price to the slip's stake in one step.
 *
 * The slip shows in one of two places: the layout's betslip column on a desktop (the frame's
 * "Betslip" landmark, `BETSLIP_REGION_ID`) or a bottom sheet (`data-betslip-sheet`). Its stake
 * fields are named "Stake for <selection>", so the field of a selection is found by the
 * selection's own words, which are the same in every language.
 */

import { BETSLIP_REGION_ID } from './betslipRegion';

const SLIP_SHEET_SELECTOR = '[data-betslip-sheet]';

/** Where the slip is on screen now: the open sheet first (it covers the page), else the column. */
export function findSlipRoot(doc: Document = document): HTMLElement | null {
  return (
    doc.querySelector<HTMLElement>(SLIP_SHEET_SELECTOR) ?? doc.getElementById(BETSLIP_REGION_ID)
  );
}

function isEditable(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && !element.disabled && !element.readOnly;
}

/**
 * The stake field of the selection described as `selection` inside `root`: the text input whose
 * label mentions it; else the slip's first editable stake; null when the slip has none (empty,
 * placing, or not rendered yet).
 */
export function findStakeField(root: ParentNode, selection: string): HTMLInputElement | null {
  const fields = [...root.querySelectorAll<HTMLInputElement>('input[type="text"]')].filter(
    isEditable,
  );
  const named = fields.find((field) =>
    [...(field.labels ?? [])].some((label) => label.textContent.includes(selection)),
  );
  return named ?? fields[0] ?? null;
}

/**
 * Moves focus to the stake of `selection` on the slip, waiting a few frames for a slip that is
 * opening (its code loads the first time). When no stake field shows up, the slip's landmark gets
 * focus instead, so the player is at least at the slip. Answers whether anything got focus.
 */
export function focusSlipStake(
  selection: string,
  { frames = 30, doc = document }: { frames?: number; doc?: Document } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    let left = frames;
    const attempt = () => {
      const root = findSlipRoot(doc);
      const field = root ? findStakeField(root, selection) : null;
      if (field) {
        field.focus();
        resolve(true);
        return;
      }
      left -= 1;
      if (left > 0) {
        requestAnimationFrame(attempt);
        return;
      }
      const region = doc.getElementById(BETSLIP_REGION_ID);
      region?.focus();
      resolve(region !== null && doc.activeElement === region);
    };
    attempt();
  });
}
