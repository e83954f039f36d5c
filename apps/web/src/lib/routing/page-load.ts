import { createContext } from 'react';

/** Leaves the running page for a full load of `path`, in place of the current history entry. */
export type LoadPage = (path: string) => void;

export const replacePage: LoadPage = (path) => {
  window.location.replace(path);
};

/**
 * How the signed-in app loads a page it does not run itself (the sign-in, which main.tsx
 * starts on its own). Tests provide a recorder: jsdom loads no other document.
 */
export const PageLoadContext = createContext<LoadPage>(replacePage);
