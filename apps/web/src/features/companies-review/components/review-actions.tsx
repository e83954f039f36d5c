import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { CompanyDetail } from '@freight/shared';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveCompany } from '../api/approve-company';
import { isDecisionConflict } from './decision-conflict';
import { RejectCompanyDialog } from './reject-company-dialog';

interface ReviewActionsProps {
  company: CompanyDetail;
  /** Reloads the company after a conflicting change. */
  onReload: () => void;
}

/** The security service's decision on a pending company: approve, or reject with a comment. */
export function ReviewActions({ company, onReload }: ReviewActionsProps) {
  const { t } = useTranslation('review');
  const { message, modal } = App.useApp();
  const approve = useApproveCompany();
  const [rejecting, setRejecting] = useState(false);

  const reportConflict = () => {
    void message.warning(t('decision.conflict'));
    onReload();
  };

  const confirmApproval = () => {
    void modal.confirm({
      title: t('approve.confirmTitle', { name: company.organizationName }),
      content: t('approve.confirmText'),
      okText: t('approve.ok'),
      cancelText: t('decision.cancel'),
      okButtonProps: { 'data-testid': 'company-approve-confirm' },
      // Resolves either way: the dialog closes and the outcome shows as a message.
      onOk: () =>
        approve
          .mutateAsync({ id: company.id, version: company.version })
          .then(() => void message.success(t('approve.done')))
          .catch((error: unknown) => {
            if (isDecisionConflict(error)) reportConflict();
            else void message.error(t('approve.failed'));
          }),
    });
  };

  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<CheckOutlined />}
        data-testid="company-approve"
        loading={approve.isPending}
        onClick={confirmApproval}
      >
        {t('approve.button')}
      </Button>
      <Button
        danger
        icon={<CloseOutlined />}
        data-testid="company-reject"
        onClick={() => setRejecting(true)}
      >
        {t('reject.button')}
      </Button>
      <RejectCompanyDialog
        company={company}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onRejected={() => {
          setRejecting(false);
          void message.success(t('reject.done'));
        }}
        onConflict={() => {
          setRejecting(false);
          reportConflict();
        }}
      />
    </Flex>
  );
}
