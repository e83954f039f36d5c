import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyTrustScore } from '../lib/ratings/company-trust-score';

/** A company's trust score with a link to how it is computed; nothing when it is not known. */
interface TrustScoreLinkProps {
  companyId: string | null | undefined;
  /** Shown while the score is not known (a row that must not stay empty). */
  fallback?: ReactNode;
}

export function TrustScoreLink({ companyId, fallback = null }: TrustScoreLinkProps) {
  const { t } = useTranslation();
  const trust = useCompanyTrustScore(companyId);
  if (!trust.data) return fallback;
  return (
    <span data-testid="trust-score" data-score={trust.data.score} style={{ whiteSpace: 'nowrap' }}>
      <Tag color="blue" icon={<SafetyCertificateOutlined />} style={{ marginInlineEnd: 4 }}>
        {t('trustScore.label', { score: trust.data.score })}
      </Tag>
      <Link to="/trust-score" data-testid="trust-score-link">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('trustScore.explain')}
        </Typography.Text>
      </Link>
    </span>
  );
}
