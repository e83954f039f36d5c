import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { screenTitleKeyOf } from '../../lib/routing/screen-title';

/** Home, then one crumb per matched route that names its screen (the route table's title). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumbs = matches.flatMap((match) => {
    const key = screenTitleKeyOf(match);
    return key ? [{ key, path: match.pathname }] : [];
  });
  return (
    <div data-testid="breadcrumbs" style={{ minWidth: 0, overflow: 'hidden' }}>
      <Breadcrumb
        items={[
          {
            title: (
              <Link to="/" aria-label={t('pages.home')}>
                <HomeOutlined />
              </Link>
            ),
          },
          ...crumbs.map((crumb, index) => ({
            title:
              index === crumbs.length - 1 ? (
                t(crumb.key)
              ) : (
                <Link to={crumb.path}>{t(crumb.key)}</Link>
              ),
          })),
        ]}
      />
    </div>
  );
}
