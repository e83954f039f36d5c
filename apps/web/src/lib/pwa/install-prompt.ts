import { useSyncExternalStore } from 'react';

/**
 * Chromium's `beforeinstallprompt` event (not in the DOM typings: it is not a standard). Its
 * `prompt()` may be called once; the browser fires a new event when it would offer again.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** What the visitor answered, or `unavailable` when the browser offers no prompt right now. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPromptState {
  /** The browser holds an install prompt we may show (Chromium, Edge, Samsung Internet). */
  canPrompt: boolean;
  /** iPhone or iPad: no prompt exists; the page shows the "Share → Add to Home Screen" steps. */
  isIos: boolean;
  /** Opened from the home screen (standalone display) or installed during this visit. */
  isInstalled: boolean;
}

export interface InstallPrompt extends InstallPromptState {
  /** Shows the browser's install dialog; resolves with the visitor's answer. */
  prompt(): Promise<InstallOutcome>;
}

let deferredPrompt: BeforeInstallPromptEvent | undefined;
let installedThisVisit = false;
let snapshot: InstallPromptState | undefined;
const subscribers = new Set<() => void>();

function notify(): void {
  snapshot = undefined;
  for (const subscriber of subscribers) subscriber();
}

function runsStandalone(): boolean {
  const standaloneSafari = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneSafari || window.matchMedia('(display-mode: standalone)').matches;
}

/** iOS browsers (all WebKit) cannot prompt; iPadOS reports itself as a Mac with a touch screen. */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function readState(): InstallPromptState {
  snapshot ??= {
    canPrompt: deferredPrompt !== undefined,
    isIos: isIosDevice(navigator.userAgent, navigator.maxTouchPoints),
    isInstalled: installedThisVisit || runsStandalone(),
  };
  return snapshot;
}

let listening = false;

/**
 * Starts catching the browser's install offer. The event fires once, early, often before the
 * component that shows the "install" link mounts, so the app calls this at start-up (main.tsx)
 * and the hook only reads what was caught. Calling it again does nothing.
 */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: the page offers the install itself.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installedThisVisit = true;
    deferredPrompt = undefined;
    notify();
  });
}

async function showPrompt(): Promise<InstallOutcome> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  // A prompt can be shown once: forget it before awaiting, so a double click cannot reuse it.
  deferredPrompt = undefined;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/**
 * The "install the app" link's state: whether the browser can prompt, whether the visitor is
 * on iOS (show instructions instead) and whether the app is already installed (hide the link).
 */
export function useInstallPrompt(): InstallPrompt {
  const state = useSyncExternalStore(subscribe, readState, readState);
  return { ...state, prompt: showPrompt };
}
