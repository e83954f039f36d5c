import { act, render, screen } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { readLocaleFiles } from '../../test/locale-files';
import { initI18n, type Namespace } from './i18n';
import { applyLanguageToPage } from './locale-settings';

const files = readLocaleFiles();

/**
 * Serves the real files as the HTTP backend would, a moment later; the files named in `held`
 * (`en|trip`) wait until the test releases them, as a slow download does.
 */
function slowBackend(held: readonly string[]) {
  const waiting = new Map<string, () => void>();
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const deliver = () =>
        callback(null, files[language as 'en'][namespace as Namespace] as object);
      const name = `${language}|${namespace}`;
      if (held.includes(name)) waiting.set(name, deliver);
      else setTimeout(deliver, 0);
    },
  };
  return {
    backend,
    release(name: string) {
      const deliver = waiting.get(name);
      expect(deliver, `${name} was requested`).toBeDefined();
      deliver?.();
    },
  };
}

/** An orders component naming a trip value, as the order history does. */
function TripStepInOrders() {
  const { t } = useTranslation('orders');
  return <p data-testid="step">{t('trip:step.LOADING_DEPARTED')}</p>;
}

afterEach(() => applyLanguageToPage('en'));

describe('translation namespaces loaded on first use', () => {
  it('ends in English when a component names a namespace only the fallback has loaded yet', async () => {
    const instance = i18next.createInstance();
    const download = slowBackend(['en|trip', 'ru|trip']);
    await initI18n({ language: 'en', backend: download.backend }, instance);
    render(
      <I18nextProvider i18n={instance}>
        <Suspense fallback="loading">
          <TripStepInOrders />
        </Suspense>
      </I18nextProvider>,
    );
    // Shown before anything of `trip` is in: the key, and asking for the namespace loads it.
    expect(await screen.findByText('step.LOADING_DEPARTED')).toBeInTheDocument();
    // react-i18next listens for `loaded` from a passive effect (`useSyncExternalStore`); an
    // event before it is lost. Flush the effects, so the component is listening, before the
    // files arrive. Product components close that window by declaring the namespaces they
    // read (`namespace-declarations.test.ts`); this net is for texts read through a helper.
    await act(async () => undefined);
    // Russian (the fallback language) arrives first: the text must not stay there.
    act(() => download.release('ru|trip'));
    expect(await screen.findByText('Выезд с погрузки')).toBeInTheDocument();
    act(() => download.release('en|trip'));
    expect(await screen.findByText('Departed from loading')).toBeInTheDocument();
  });
});
