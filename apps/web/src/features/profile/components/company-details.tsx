import { CompanyKind, type CompanyProfile } from '@freight/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** The company's vetted details, read-only (employees and logisticians). */
export function CompanyDetails({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const empty = t('profile.noValue');
  return (
    <Descriptions
      data-testid="company-details"
      column={1}
      size="small"
      bordered
      items={[
        {
          key: 'name',
          label:
            company.kind === CompanyKind.CARRIER
              ? t('company.companyName')
              : t('company.organizationName'),
          children: company.organizationName,
        },
        { key: 'bin', label: t('company.bin'), children: company.bin },
        {
          key: 'legalAddress',
          label: t('company.legalAddress'),
          children: company.legalAddress || empty,
        },
        {
          key: 'actualAddress',
          label: t('company.actualAddress'),
          children: company.actualAddress || empty,
        },
        {
          key: 'signatoryPosition',
          label: t('company.signatoryPosition'),
          children: company.signatoryPosition || empty,
        },
      ]}
    />
  );
}
