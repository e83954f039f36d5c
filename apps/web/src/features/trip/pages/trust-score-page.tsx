import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Flex, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../ui/auth-layout';

const COMPONENTS: readonly { key: string; icon: ReactNode }[] = [
  { key: 'completed', icon: <CheckCircleOutlined /> },
  { key: 'ratings', icon: <StarOutlined /> },
  { key: 'problems', icon: <WarningOutlined /> },
  { key: 'cbStatus', icon: <SafetyCertificateOutlined /> },
  { key: 'payment', icon: <ClockCircleOutlined /> },
];

const RULES = ['ruleOnePerOrder', 'ruleVerified', 'ruleNew'] as const;

/**
 * `/trust-score`, public: how a company's trust score is computed, in the spirit of published
 * rating rules — every score on the platform links here. The numbers are those of the shared
 * formula (packages/shared `trip/trust-score.ts`, TRUST_SCORE_RULES).
 */
export function TrustScorePage() {
  const { t } = useTranslation('trip');
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('trustPage.title')} maxWidth={720}>
      <Flex vertical gap={16} data-testid="trust-score-page">
        <Typography.Paragraph>{t('trustPage.intro')}</Typography.Paragraph>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('trustPage.componentsTitle')}
        </Typography.Title>
        <List
          dataSource={COMPONENTS}
          renderItem={({ key, icon }) => (
            <List.Item data-testid={`trust-score-component-${key}`}>
              <Flex gap={12} align="flex-start">
                <span style={{ fontSize: 20 }}>{icon}</span>
                <Typography.Text>{t(`trustPage.${key}`)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('trustPage.weightsTitle')}
        </Typography.Title>
        <Flex vertical gap={4} data-testid="trust-score-formula">
          <Typography.Text code style={{ whiteSpace: 'normal' }}>
            {t('trustPage.weightsCarrier')}
          </Typography.Text>
          <Typography.Text code style={{ whiteSpace: 'normal' }}>
            {t('trustPage.weightsForwarder')}
          </Typography.Text>
        </Flex>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('trustPage.rulesTitle')}
        </Typography.Title>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {RULES.map((rule) => (
            <li key={rule}>
              <Typography.Text>{t(`trustPage.${rule}`)}</Typography.Text>
            </li>
          ))}
        </ul>
        <div>
          <Button onClick={() => void navigate(-1)}>{t('trustPage.back')}</Button>
        </div>
      </Flex>
    </AuthLayout>
  );
}
