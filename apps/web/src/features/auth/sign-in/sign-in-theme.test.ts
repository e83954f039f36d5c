import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PALETTE } from '../../../ui/theme/app-theme';
import { contrastRatio } from '../../../ui/theme/contrast-ratio';

const signInCss = readFileSync(`${import.meta.dirname}/sign-in.css`, 'utf8');

/** The custom properties of the page's root rule: `--sign-in-blue: #0958d9` and the like. */
function colourVariables(css: string): Record<string, string> {
  return Object.fromEntries(
    [...css.matchAll(/--sign-in-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value!.trim(),
    ]),
  );
}

describe('the sign-in page colours (it starts without antd, so without the app theme)', () => {
  const colours = colourVariables(signInCss);

  it("are the app theme's AA palette", () => {
    expect(colours).toMatchObject({
      blue: PALETTE.primary,
      'blue-hover': PALETTE.primaryHover,
      'blue-active': PALETTE.primaryActive,
      ink: PALETTE.text,
      muted: PALETTE.textSecondary,
      placeholder: PALETTE.placeholder,
      error: PALETTE.error,
    });
  });

  it('reach AA: texts and links on white, white on the button', () => {
    for (const name of ['blue', 'ink', 'muted', 'placeholder', 'error']) {
      expect(contrastRatio(colours[name]!, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio('#ffffff', colours.blue!)).toBeGreaterThanOrEqual(4.5);
  });

  it('hard-code no other colour of text', () => {
    const textColours = [...signInCss.matchAll(/(?:^|[\s;{])color:\s*([^;]+);/g)].map(([, value]) =>
      value!.trim(),
    );
    const allowed = /^(var\(--sign-in-[a-z-]+\)|#fff|inherit|currentColor)$/;
    expect(textColours.filter((value) => !allowed.test(value))).toEqual([]);
  });
});
