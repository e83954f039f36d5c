import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Replaces an input's text in one go (typing long texts key by key is slow in jsdom). */
export async function fill(input: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(input);
  if (text !== '') {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

export async function fillByTestId(testId: string, text: string): Promise<void> {
  await fill(screen.getByTestId(testId), text);
}

/** The option marked `option-<value>` in the open dropdown (the latest one opened). */
async function openOption(value: string): Promise<HTMLElement> {
  let option: HTMLElement | undefined;
  await waitFor(() => {
    const options = screen.getAllByTestId(`option-${value}`);
    option = options.at(-1);
    if (!option) throw new Error(`no option ${value}`);
  });
  return option!;
}

/** Opens an Ant Design select and picks options by value (several for a multiple one). */
export async function choose(select: HTMLElement, ...values: string[]): Promise<void> {
  await userEvent.click(select);
  for (const value of values) await userEvent.click(await openOption(value));
  // A multiple select stays open; Escape closes it like a user would.
  if (values.length > 1 || select.className.includes('ant-select-multiple')) {
    await userEvent.keyboard('{Escape}');
  }
}

export async function chooseByTestId(testId: string, ...values: string[]): Promise<void> {
  await choose(screen.getByTestId(testId), ...values);
}

/** Types a date into an Ant Design date picker (`DD.MM.YYYY`) and confirms it. */
export async function pickDate(testId: string, date: string): Promise<void> {
  const input = screen.getByTestId(testId);
  // Without opening the calendar first: rendering its panel is most of a pick's cost.
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(date));
}
