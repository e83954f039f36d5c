import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The `id` of the signed-in screens' main region, where the skip link lands. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every signed-in screen: past the menu and the top bar to
 * the screen itself. Focus moves by hand, so the address keeps no `#main-content`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      data-testid="skip-link"
      // The theme's colours; the placement and the focus ring (in the text colour) are CSS.
      style={{ color: token.colorPrimary, background: token.colorBgContainer }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
