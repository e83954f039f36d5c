import { CheckOutlined, ShopOutlined, TruckOutlined } from '@ant-design/icons';
import { CompanyKind } from '@freight/shared';
import { Card, Col, Row, theme, Typography } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Reading A's names of the two roles, as the test ids say them. */
export const ROLE_TEST_IDS: Record<CompanyKind, string> = {
  [CompanyKind.FORWARDER]: 'signup-role-expeditor',
  [CompanyKind.CARRIER]: 'signup-role-carrier',
};

const ROLE_ICONS: Record<CompanyKind, ReactNode> = {
  [CompanyKind.FORWARDER]: <ShopOutlined />,
  [CompanyKind.CARRIER]: <TruckOutlined />,
};

const ROLE_POINTS = ['point1', 'point2', 'point3'] as const;

interface RoleChoiceProps {
  selected: CompanyKind | null;
  onChoose: (kind: CompanyKind) => void;
}

/** Step 1: expeditor or carrier, each with what the role does on the platform. */
export function RoleChoice({ selected, onChoose }: RoleChoiceProps) {
  const { t } = useTranslation('registration');
  const { token } = theme.useToken();
  const onKeyDown = (kind: CompanyKind) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(kind);
    }
  };
  return (
    <div role="radiogroup" aria-label={t('roleStep.question')}>
      <Typography.Paragraph strong>{t('roleStep.question')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {[CompanyKind.FORWARDER, CompanyKind.CARRIER].map((kind) => (
          <Col xs={24} md={12} key={kind}>
            <Card
              hoverable
              role="radio"
              aria-checked={selected === kind}
              tabIndex={0}
              data-testid={ROLE_TEST_IDS[kind]}
              onClick={() => onChoose(kind)}
              onKeyDown={onKeyDown(kind)}
              style={{
                height: '100%',
                borderColor: selected === kind ? token.colorPrimary : undefined,
              }}
            >
              <div style={{ fontSize: 32, color: token.colorPrimary, lineHeight: 1 }}>
                {ROLE_ICONS[kind]}
              </div>
              <Typography.Title level={4} style={{ marginTop: 12, marginBottom: 4 }}>
                {t(`roles.${kind}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {t(`roles.${kind}.text`)}
              </Typography.Paragraph>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {ROLE_POINTS.map((point) => (
                  <li key={point} style={{ display: 'flex', gap: 8, marginTop: 4 }}>
                    <CheckOutlined style={{ color: token.colorSuccess, marginTop: 4 }} />
                    <span>{t(`roles.${kind}.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
