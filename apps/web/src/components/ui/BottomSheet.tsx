import { Modal, type ModalProps } from './Modal.tsx';

/** A sheet that rises from the bottom on phones and is a centred modal on wider screens. */
export function BottomSheet(props: Omit<ModalProps, 'sheet'>) {
  return <Modal {...props} sheet />;
}
