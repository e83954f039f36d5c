import { CheckOutlined, CloseOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import {
  blacklistDriverRequestSchema,
  DriverStatus,
  ErrorCode,
  rejectDriverFormSchema,
  unblacklistDriverRequestSchema,
  type DriverDetail,
} from '@freight/shared';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personFullName } from '../../../lib/account/account-display';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useDecideDriver, type DriverDecision } from '../api/decide-driver';
import { ReasonDialog } from './reason-dialog';

/** The driver changed (another reviewer, an edit) since it was read: reload, don't fail. */
const isConflict = (error: unknown) =>
  isApiError(error) &&
  (error.code === ErrorCode.VERSION_CONFLICT ||
    error.code === ErrorCode.DRIVER_NOT_PENDING_APPROVAL ||
    error.code === ErrorCode.DRIVER_ALREADY_BLACKLISTED ||
    error.code === ErrorCode.DRIVER_NOT_BLACKLISTED);

type Dialog = 'reject' | 'blacklist' | 'unblacklist' | null;

interface DriverReviewActionsProps {
  driver: DriverDetail;
  onReload: () => void;
}

/**
 * The security service's decisions: approve or reject a pending driver (at the version read),
 * add to the blacklist or remove from it, each with a reason the carrier is told.
 */
export function DriverReviewActions({ driver, onReload }: DriverReviewActionsProps) {
  const { t } = useTranslation('fleet');
  const { message, modal } = App.useApp();
  const decide = useDecideDriver();
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = personFullName(driver);
  const pending = driver.status === DriverStatus.PENDING_APPROVAL && !driver.retiredAt;

  const reportConflict = () => {
    void message.warning(t('decision.conflict'));
    onReload();
  };

  const open = (next: Dialog) => {
    decide.reset();
    setDialog(next);
  };

  const run = (decision: DriverDecision, done: string) =>
    decide.mutateAsync(decision).then(() => {
      setDialog(null);
      void message.success(done);
    });

  const confirmApproval = () => {
    void modal.confirm({
      title: t('approve.confirmTitle', { name }),
      content: t('approve.confirmText'),
      okText: t('approve.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { 'data-testid': 'driver-approve-confirm' },
      onOk: () =>
        run({ action: 'approve', id: driver.id, version: driver.version }, t('approve.done')).catch(
          (error: unknown) => {
            if (isConflict(error)) reportConflict();
            else void message.error(t('approve.failed'));
          },
        ),
    });
  };

  const failure = (prefix: string) => {
    const error = decide.error;
    if (!error || isConflict(error)) return null;
    const detail = isApiError(error) ? describeApiError(error) : '';
    return `${prefix} ${detail}`.trim();
  };

  const submit = (decision: DriverDecision, done: string) => {
    run(decision, done).catch((error: unknown) => {
      if (isConflict(error)) {
        setDialog(null);
        reportConflict();
      }
    });
  };

  return (
    <Flex gap={8} wrap>
      {pending && (
        <>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            data-testid="driver-approve"
            loading={decide.isPending && dialog === null}
            onClick={confirmApproval}
          >
            {t('approve.button')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            data-testid="driver-reject"
            onClick={() => open('reject')}
          >
            {t('reject.button')}
          </Button>
        </>
      )}
      {driver.blacklisted ? (
        <Button
          icon={<UndoOutlined />}
          data-testid="driver-unblacklist"
          onClick={() => open('unblacklist')}
        >
          {t('unblacklist.button')}
        </Button>
      ) : (
        <Button
          danger
          icon={<StopOutlined />}
          data-testid="driver-blacklist"
          onClick={() => open('blacklist')}
        >
          {t('blacklist.button')}
        </Button>
      )}
      <ReasonDialog
        open={dialog === 'reject'}
        title={t('reject.title', { name })}
        hint={t('reject.hint')}
        label={t('reject.commentLabel')}
        okText={t('reject.ok')}
        danger
        schema={rejectDriverFormSchema}
        field="comment"
        inputTestId="driver-reject-comment"
        confirmTestId="driver-reject-confirm"
        pending={decide.isPending}
        failure={failure(t('reject.failed'))}
        onCancel={() => setDialog(null)}
        onSubmit={(comment) =>
          submit(
            { action: 'reject', id: driver.id, version: driver.version, comment },
            t('reject.done'),
          )
        }
      />
      <ReasonDialog
        open={dialog === 'blacklist'}
        title={t('blacklist.title', { name })}
        hint={t('blacklist.hint')}
        label={t('blacklist.reasonLabel')}
        okText={t('blacklist.ok')}
        danger
        schema={blacklistDriverRequestSchema}
        field="reason"
        inputTestId="driver-blacklist-reason-input"
        confirmTestId="driver-blacklist-confirm"
        pending={decide.isPending}
        failure={failure(t('blacklist.failed'))}
        onCancel={() => setDialog(null)}
        onSubmit={(reason) =>
          submit({ action: 'blacklist', id: driver.id, reason }, t('blacklist.done'))
        }
      />
      <ReasonDialog
        open={dialog === 'unblacklist'}
        title={t('unblacklist.title', { name })}
        hint={t('unblacklist.hint')}
        label={t('unblacklist.reasonLabel')}
        okText={t('unblacklist.ok')}
        schema={unblacklistDriverRequestSchema}
        field="reason"
        inputTestId="driver-unblacklist-reason-input"
        confirmTestId="driver-unblacklist-confirm"
        pending={decide.isPending}
        failure={failure(t('unblacklist.failed'))}
        onCancel={() => setDialog(null)}
        onSubmit={(reason) =>
          submit({ action: 'unblacklist', id: driver.id, reason }, t('unblacklist.done'))
        }
      />
    </Flex>
  );
}
