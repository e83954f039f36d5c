import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** Back where the user came from (a filtered list keeps its filters), else to the list. */
export function BackLink() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <Button
      type="link"
      icon={<ArrowLeftOutlined />}
      data-testid="order-back"
      style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      onClick={() => void (cameFromApp ? navigate(-1) : navigate('/requests'))}
    >
      {t('view.back')}
    </Button>
  );
}
