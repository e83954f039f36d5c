import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureFile } from './fixture-files';

/** The input of a field whose test id sits on the input itself or on its wrapper. */
export function inputOf(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/** An antd message (toast) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

/** While antd's popups open or close, a motion class (`ant-slide-up-appear-active`, …) is on. */
const OPENING_MOTION = /-(appear|enter)\b/;

/**
 * Opens the antd Select marked `testId` (if it is not open yet) and answers its own option
 * list once that has finished opening. The list is found through the select's combobox
 * (`<id>` → listbox `<id>_list`), never as "the visible dropdown": another select's list may
 * still be closing. A click that lands while the list slides in can miss the option that is
 * moving under it, so this waits for the opening motion to end.
 */
export async function openSelect(page: Page, testId: string): Promise<Locator> {
  const select = page.getByTestId(testId);
  const combobox = select.getByRole('combobox');
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await select.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const listId = await combobox.getAttribute('id');
  const popup = page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${listId}_list"]`) });
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(OPENING_MOTION);
  return popup;
}

/**
 * Chooses an option of the antd Select marked `testId`: by its `option-<VALUE>` mark or by its
 * visible text. Done when the select shows the chosen option and (a single select) its list
 * has closed, so the next step starts from a settled form.
 */
export async function chooseOption(
  page: Page,
  testId: string,
  option: string | RegExp,
): Promise<void> {
  const select = page.getByTestId(testId);
  const popup = await openSelect(page, testId);
  const item = popup
    .locator('.ant-select-item-option')
    .filter(
      typeof option === 'string'
        ? { has: page.getByTestId(`option-${option}`) }
        : { hasText: option },
    );
  // What the select shows once chosen: the option's title (its label).
  const label = (await item.getAttribute('title')) ?? (await item.innerText()).trim();
  await item.click();
  const multiple = ((await select.getAttribute('class')) ?? '').includes('ant-select-multiple');
  if (multiple) {
    await expect(
      select.locator('.ant-select-selection-item').filter({ hasText: label }),
    ).toBeVisible();
  } else {
    await expect(select.locator('.ant-select-content')).toHaveAttribute('title', label);
    await expect(popup).toBeHidden();
  }
}

/**
 * Types a date (`DD.MM.YYYY`, as the app's date pickers show it) into an antd DatePicker and
 * commits it by moving on with Tab (Enter would also submit a form in a drawer).
 */
export async function enterDate(page: Page, testId: string, shown: string): Promise<void> {
  const input = inputOf(page, testId);
  await input.click();
  await input.fill(shown);
  await input.press('Tab');
  await expect(input).toHaveValue(shown);
}

/** Puts `file` into the upload field `field` and waits until the field lists it. */
export async function uploadFile(field: Locator, file: FixtureFile): Promise<void> {
  await field.locator('input[type="file"]').setInputFiles(file);
  await expect(field).toContainText(file.name);
}
