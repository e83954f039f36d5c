import {
  BarChartOutlined,
  FileProtectOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 1: the services the homepage names, in the order the issue lists them. */
const SERVICES: readonly { key: string; icon: ReactNode }[] = [
  { key: 'loadBoard', icon: <UnorderedListOutlined /> },
  { key: 'vetted', icon: <SafetyCertificateOutlined /> },
  { key: 'contracts', icon: <SolutionOutlined /> },
  { key: 'documents', icon: <FileProtectOutlined /> },
  { key: 'chat', icon: <MessageOutlined /> },
  { key: 'analytics', icon: <BarChartOutlined /> },
];

export function ServicesSection() {
  const { t } = useTranslation('home');
  return (
    <section id="services" className="home-section" aria-labelledby="home-services-title">
      <div className="home-container">
        <h2 id="home-services-title">{t('services.title')}</h2>
        <ul className="home-services">
          {SERVICES.map(({ key, icon }) => (
            <li key={key} className="home-card">
              <span className="home-service-icon" aria-hidden="true">
                {icon}
              </span>
              <h3>{t(`services.${key}.title`)}</h3>
              <p>{t(`services.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
