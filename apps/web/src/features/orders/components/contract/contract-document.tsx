import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { Account, DocumentView, OrderDetail } from '@freight/shared';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownloadDocument } from '../../../../lib/files/document-file';
import { formatDateTime } from '../../../../lib/format/format';
import { DocumentInlineViewer } from '../../../../ui/document-inline-viewer';
import { DocumentStateTag } from '../../../../ui/document-state-tag';
import { Sha256Text } from '../../../../ui/sha256-text';
import { SignatureList } from '../../../../ui/signature-list';
import { WRAPPING_BUTTON_STYLE } from '../../../../ui/wrapping-button';
import { ContractSigning } from './contract-signing';

interface SignedCopyProps {
  contract: DocumentView;
  signedCopy: DocumentView;
}

/** Both sides signed: the copy with their signature page, and the original they signed. */
function SignedCopy({ contract, signedCopy }: SignedCopyProps) {
  const { t } = useTranslation('documents');
  const download = useDownloadDocument();
  const downloading = (document: DocumentView) =>
    download.isPending && download.variables.id === document.id;
  return (
    <Alert
      type="success"
      showIcon
      icon={<SafetyCertificateOutlined />}
      data-testid="contract-signed-copy"
      title={t('signedCopy.title')}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{t('signedCopy.hint')}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{t('fields.sha256')}: </Typography.Text>
            <Sha256Text sha256={signedCopy.sha256} testId="contract-signed-copy-sha256" />
          </div>
          <Flex wrap gap={8}>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={downloading(signedCopy)}
              data-testid="contract-download-signed"
              style={WRAPPING_BUTTON_STYLE}
              onClick={() => download.mutate(signedCopy)}
            >
              {t('signedCopy.download')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={downloading(contract)}
              data-testid="contract-download-original"
              style={WRAPPING_BUTTON_STYLE}
              onClick={() => download.mutate(contract)}
            >
              {t('signedCopy.downloadOriginal')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}

interface ContractDocumentProps {
  order: OrderDetail;
  contract: DocumentView;
  signedCopy: DocumentView | null;
  account: Account;
}

/** The version in force: what it is, who signed it, what the reader may do, and the PDF. */
export function ContractDocument({ order, contract, signedCopy, account }: ContractDocumentProps) {
  const { t } = useTranslation('documents');
  return (
    <Flex
      vertical
      gap={16}
      data-testid="contract-current"
      data-document-id={contract.id}
      data-version={contract.versionNo}
      data-state={contract.state}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'version',
            label: t('fields.version'),
            children: (
              <Flex gap={8} wrap align="center">
                <span data-testid="contract-version">{contract.versionNo}</span>
                <DocumentStateTag state={contract.state} testId="contract-state" />
              </Flex>
            ),
          },
          {
            key: 'languages',
            label: t('fields.languages'),
            children: (
              <span data-testid="contract-languages-shown">
                {t(`languages.${contract.languages}`)}
              </span>
            ),
          },
          {
            key: 'createdAt',
            label: t('fields.createdAt'),
            children: (
              <span>
                {formatDateTime(contract.createdAt)}
                {contract.createdBy && ` · ${contract.createdBy.name}`}
              </span>
            ),
          },
          {
            key: 'sha256',
            label: t('fields.sha256'),
            children: <Sha256Text sha256={contract.sha256} testId="contract-sha256" />,
          },
        ]}
      />
      <div>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('signatures.title')}
        </Typography.Title>
        <SignatureList
          signatures={contract.signatures}
          showWaiting
          expected={{
            FORWARDER: contract.forwarderCompany.name,
            CARRIER: contract.carrierCompany?.name,
          }}
        />
      </div>
      <ContractSigning order={order} contract={contract} account={account} />
      {signedCopy && <SignedCopy contract={contract} signedCopy={signedCopy} />}
      <DocumentInlineViewer document={signedCopy ?? contract} testId="contract-viewer" />
    </Flex>
  );
}
