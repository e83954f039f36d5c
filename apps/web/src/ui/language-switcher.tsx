import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage, LANGUAGES } from '@freight/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n';
import { LANGUAGE_NAMES, switchLanguage } from '../lib/i18n/language';

interface LanguageSwitcherProps {
  /** `data-testid` of the trigger; each option is `lang-option-<code>`. */
  testId: string;
  /** Icon only (collapsed sidebar, narrow top bar). */
  compact?: boolean;
  /** White text for the dark sidebar. */
  onDark?: boolean;
  /** Button width: the sidebar's switcher spans the sidebar. */
  block?: boolean;
}

type LanguageOption = NonNullable<MenuProps['items']>[number] & { 'data-testid': string };

/**
 * A click-opened menu of the four languages, each under its own name. Choosing one saves it and
 * reloads the page (spec section 4).
 */
export function LanguageSwitcher({ testId, compact, onDark, block }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const items: LanguageOption[] = LANGUAGES.map((code) => ({
    key: code,
    label: LANGUAGE_NAMES[code],
    'data-testid': `lang-option-${code}`,
  }));
  return (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          if (isLanguage(key) && key !== language) switchLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        block={block}
        icon={<GlobalOutlined aria-hidden />}
        // Named by the language it shows (WCAG 2.5.3); icon only, by what it chooses.
        aria-label={compact ? t('layout.language') : undefined}
        title={t('layout.language')}
        data-testid={testId}
        style={{
          color: onDark ? 'rgba(255,255,255,0.85)' : undefined,
          justifyContent: block && !compact ? 'flex-start' : undefined,
        }}
      >
        {!compact && LANGUAGE_NAMES[language]}
      </Button>
    </Dropdown>
  );
}
