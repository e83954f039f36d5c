import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isIosDevice, listenForInstallPrompt, useInstallPrompt } from './install-prompt';

/** What Chromium fires when the app meets its install criteria. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  let prompted = 0;
  Object.assign(event, {
    prompt: () => {
      prompted += 1;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, promptedTimes: () => prompted };
}

describe('useInstallPrompt', () => {
  it('offers the caught prompt once, then installs', async () => {
    listenForInstallPrompt();
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.canPrompt).toBe(false);
    expect(await result.current.prompt()).toBe('unavailable');

    const offer = installOffer('accepted');
    act(() => void window.dispatchEvent(offer.event));
    // The browser's own infobar is suppressed: the page offers the install itself.
    expect(offer.event.defaultPrevented).toBe(true);
    expect(result.current.canPrompt).toBe(true);

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.prompt();
    });
    expect(outcome).toBe('accepted');
    expect(offer.promptedTimes()).toBe(1);
    // A prompt is shown once: the link waits for the browser's next offer.
    expect(result.current.canPrompt).toBe(false);

    expect(result.current.isInstalled).toBe(false);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(result.current.isInstalled).toBe(true);
  });

  it('tells iPhones and iPads (which cannot prompt) from other devices', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)';
    expect(isIosDevice(iphone, 5)).toBe(true);
    // iPadOS asks for the desktop site: a "Mac" with a touch screen.
    expect(isIosDevice(mac, 5)).toBe(true);
    expect(isIosDevice(mac, 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 15; Pixel 9)', 5)).toBe(false);
  });
});
