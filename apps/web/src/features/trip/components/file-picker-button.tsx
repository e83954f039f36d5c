import { Button, type ButtonProps } from 'antd';
import { useRef, type ReactNode } from 'react';

interface FilePickerButtonProps {
  /** What the picker offers (`image/*` for photos). */
  accept: string;
  /** `environment`: a phone opens its back camera instead of the gallery. */
  capture?: 'environment';
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** The button's test id; the file input's is `<testId>-input`. */
  testId: string;
  icon?: ReactNode;
  children: ReactNode;
  buttonProps?: ButtonProps;
}

/**
 * A button that opens the device's file picker (or camera) through a native input, so the
 * browser's own `accept`, `capture` and `multiple` apply; the chosen files go to `onFiles`.
 */
export function FilePickerButton(props: FilePickerButtonProps) {
  const { accept, capture, multiple, onFiles, testId, icon, children, buttonProps } = props;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        icon={icon}
        data-testid={testId}
        onClick={() => input.current?.click()}
        {...buttonProps}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        multiple={multiple}
        hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file picked again must fire again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
