import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_UPLOAD_BYTES } from '@freight/shared';
import { Button, Flex, theme, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/format';

interface DriverFileInputProps {
  /** What the picker offers; the server decides from the content, not the name. */
  accept: string;
  testId: string;
  /** The file already stored (editing): kept unless a new one is chosen. */
  currentName?: string | null;
  /** Form.Item fills these. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** A Form.Item error colours the frame. */
  invalid?: boolean;
}

/**
 * One of the driver's files (the photo, the identity scan): picked here, sent with the form
 * in one request so that a failed addition leaves nothing stored (decision 006). The wrapper
 * with `testId` holds the file input.
 */
export function DriverFileInput(props: DriverFileInputProps) {
  const { accept, testId, currentName, value, onChange, invalid } = props;
  const { t } = useTranslation('fleet');
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 12,
        border: `1px dashed ${invalid ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    >
      {value ? (
        <Flex align="center" wrap gap={8} style={{ minWidth: 0 }}>
          <FileOutlined />
          <Typography.Text strong style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {value.name}
          </Typography.Text>
          <Typography.Text type={value.size > MAX_UPLOAD_BYTES ? 'danger' : 'secondary'}>
            {formatFileSize(value.size)}
          </Typography.Text>
        </Flex>
      ) : (
        currentName && (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {t('form.currentFile', { name: currentName })}
          </Typography.Text>
        )
      )}
      <Flex wrap gap={8}>
        <Upload
          accept={accept}
          fileList={[]}
          showUploadList={false}
          beforeUpload={(file) => {
            onChange?.(file);
            // The form sends it with the data; Ant Design only opens the picker.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>
            {value || currentName ? t('form.replaceFile') : t('form.chooseFile')}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('form.removeFile')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('form.fileLimit', { size: formatFileSize(MAX_UPLOAD_BYTES) })}
      </Typography.Text>
    </div>
  );
}
