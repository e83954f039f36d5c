import type { DriverDetail } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useDriver, useDriverByLogin } from '../api/get-drivers';
import { DriverProfile } from '../components/driver-profile';
import { BackLink, DriverQueryView } from '../components/driver-query-view';
import { DriverReviewActions } from '../components/driver-review-actions';

/** The security service's view; moderators and admins read it without the buttons. */
function ReviewDriverView({ query }: { query: UseQueryResult<DriverDetail> }) {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const back = <BackLink to="/drivers" label={t('detail.backToDrivers')} />;
  return (
    <DriverQueryView query={query} back={back}>
      {(driver) => (
        <DriverProfile
          driver={driver}
          back={back}
          canAddFine={can('create:driver_fine:any') && !driver.retiredAt}
          actions={
            can('review:driver:any') && (
              <DriverReviewActions driver={driver} onReload={() => void query.refetch()} />
            )
          }
        />
      )}
    </DriverQueryView>
  );
}

/** `/driver/{id}`. */
export function DriverDetailPage() {
  const { id = '' } = useParams();
  return <ReviewDriverView query={useDriver(id)} />;
}

/** `/view-driver/{login}`: a driver's login is the IIN (decision 006). */
export function ViewDriverPage() {
  const { login = '' } = useParams();
  return <ReviewDriverView query={useDriverByLogin(login)} />;
}
