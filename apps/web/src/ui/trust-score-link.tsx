import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyTrustScore } from '../lib/ratings/company-trust-score';

/** A company's trust score with a link to how it is computed; nothing when it is not known. */
export function TrustScoreLink({ companyId }: { companyId: string | null | undefined }) {
  const { t } = useTranslation();
  const trust = useCompanyTrustScore(companyId);
  if (!trust.data) return null;
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
