import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';

/** What a route declares for the top bar: the `common` key of its breadcrumb. */
export interface RouteHandle {
  crumb?: string;
}

function crumbOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return null;
  return typeof handle.crumb === 'string' ? handle.crumb : null;
}

/** Home, then one crumb per matched route that names one. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumbs = matches.flatMap((match) => {
    const key = crumbOf(match.handle);
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
