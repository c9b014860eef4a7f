// A Download button; for staff, a split button whose menu also downloads with images made PDFs
// (spec 3 §6: converting images to PDF is the firm's), as MUI's split button pattern does it.
import { useRef, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownOutlined from '@mui/icons-material/ArrowDropDownOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';

export const WITH_IMAGES_AS_PDF = 'Download with images as PDF';

export function DownloadButton(props: {
  children: ReactNode;
  /** Staff get the menu that converts images. */
  staff: boolean;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  onDownload: (convertImagesToPdf: boolean) => void;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const main = (
    <Button
      startIcon={<FileDownloadOutlined />}
      disabled={props.disabled}
      onClick={() => props.onDownload(false)}
    >
      {props.children}
    </Button>
  );
  // Alone, it takes its own variant; in a group, the group's.
  if (!props.staff) return <ButtonGroup variant={props.variant ?? 'text'}>{main}</ButtonGroup>;
  return (
    <>
      <ButtonGroup ref={anchor} variant={props.variant ?? 'text'} disabled={props.disabled}>
        {main}
        <Button
          size="small"
          // Not "Download …", so the main button's name stays its own.
          aria-label="Choose how images are saved"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <ArrowDropDownOutlined />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MenuItem
          onClick={() => {
            setMenuOpen(false);
            props.onDownload(true);
          }}
        >
          {WITH_IMAGES_AS_PDF}
        </MenuItem>
      </Menu>
    </>
  );
}
