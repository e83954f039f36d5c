import { SIGN_IN_PATH } from '../routing/sign-in-path';

/**
 * How the HTTP client reaches the screen. The client lives below React, so the app registers
 * its toast and navigation here once its providers and router exist.
 */
export interface HttpFeedback {
  /** Shows an error toast; the same `key` replaces an earlier toast instead of stacking. */
  showError(text: string, key?: string): void;
  /** The session is gone (refresh failed): storage is already cleared, go to the login page. */
  onSessionExpired(): void;
}

const beforeTheAppMounts: HttpFeedback = {
  showError: () => undefined,
  onSessionExpired: () => window.location.assign(SIGN_IN_PATH),
};

let feedback: HttpFeedback = beforeTheAppMounts;

export function getHttpFeedback(): HttpFeedback {
  return feedback;
}

/** Registers the app's feedback; the returned function restores the previous one. */
export function setHttpFeedback(next: HttpFeedback): () => void {
  const previous = feedback;
  feedback = next;
  return () => {
    feedback = previous;
  };
}
