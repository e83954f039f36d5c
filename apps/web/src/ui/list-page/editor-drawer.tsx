import { Drawer } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import { useIsMobile } from '../../lib/layout/use-is-mobile';

interface EditorState<T> {
  open: boolean;
  /** `null` adds a new record. */
  record: T | null;
  /** A new form per opening, so no earlier input lingers. */
  session: number;
}

/** Opens and closes a list's add-and-edit drawer. */
export function useEditor<T>() {
  const [state, setState] = useState<EditorState<T>>({ open: false, record: null, session: 0 });
  return {
    state,
    open: (record: T | null) =>
      setState((current) => ({ open: true, record, session: current.session + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

export type Editor<T> = ReturnType<typeof useEditor<T>>;

interface EditorDrawerProps<T> {
  editor: Editor<T>;
  title: (record: T | null) => string;
  /** On a wide screen; a phone gets the full width. */
  width: number;
  /** The form for the record (`null`: a new one). */
  children: (record: T | null) => ReactNode;
}

/** The drawer a list adds and edits its records in; its form starts afresh each opening. */
export function EditorDrawer<T>({ editor, title, width, children }: EditorDrawerProps<T>) {
  const isMobile = useIsMobile();
  const { state } = editor;
  return (
    <Drawer
      open={state.open}
      onClose={editor.close}
      title={title(state.record)}
      size={isMobile ? '100%' : width}
      destroyOnHidden
    >
      <Fragment key={state.session}>{children(state.record)}</Fragment>
    </Drawer>
  );
}
