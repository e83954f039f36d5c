import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format';

interface LegalSection {
  title: string;
  text: string;
}

function isLegalSection(value: unknown): value is LegalSection {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    'text' in value &&
    typeof value.title === 'string' &&
    typeof value.text === 'string'
  );
}

interface LegalTextProps {
  /** `agreement` or `consent` in the registration namespace: `title` and numbered `sections`. */
  document: 'agreement' | 'consent';
  /** The version the acceptance records (shared constants), shown under the title. */
  version: string;
  testId: string;
}

/**
 * A legal text in full, in the interface language, in a box that scrolls on its own so the
 * form stays short. Sections are `<document>.sections.<n>.{title,text}`; a line break in a
 * text starts a new paragraph.
 */
export function LegalText({ document, version, testId }: LegalTextProps) {
  const { t } = useTranslation('registration');
  const { token } = theme.useToken();
  const raw: unknown = t(`${document}.sections`, { returnObjects: true });
  const sections =
    typeof raw === 'object' && raw !== null ? Object.values(raw).filter(isLegalSection) : [];
  const titleId = `${testId}-title`;
  return (
    <section
      data-testid={testId}
      aria-labelledby={titleId}
      tabIndex={0}
      style={{
        maxHeight: 240,
        overflowY: 'auto',
        padding: '12px 16px',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        fontSize: 13,
      }}
    >
      <Typography.Title level={5} id={titleId} style={{ marginTop: 0, marginBottom: 0 }}>
        {t(`${document}.title`)}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('legal.version', { date: formatDate(version) })}
      </Typography.Text>
      {sections.map((section) => (
        <div key={section.title} style={{ marginTop: 12 }}>
          <Typography.Text strong>{section.title}</Typography.Text>
          {section.text.split('\n').map((paragraph) => (
            <Typography.Paragraph key={paragraph} style={{ margin: '4px 0 0', fontSize: 13 }}>
              {paragraph}
            </Typography.Paragraph>
          ))}
        </div>
      ))}
    </section>
  );
}
