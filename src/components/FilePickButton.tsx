import { Button, type ButtonProps } from 'antd';
import { useRef, type DragEvent } from 'react';

export interface FilePickButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** File types offered by the browser's dialog, e.g. ".png,.jpg". */
  accept?: string;
  /** Called with the file picked or dropped on the button. */
  onPick: (file: File) => void;
}

/**
 * A button that opens the browser's file dialog, and takes a file dropped on it. What the console
 * needs of antd's Upload (nothing is sent on pick: the caller decides), without it: its module
 * brings rc-upload, the upload list with Progress and antd's Image, ~16 KB gzip on every form
 * with a picture (docs/performance.md part 1h).
 */
export function FilePickButton({ accept, onPick, disabled, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onPick(file);
  };
  return (
    <span onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that picking the same file again is a change too.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()} />
    </span>
  );
}
