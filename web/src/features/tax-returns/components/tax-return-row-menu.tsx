// A Deliver row's actions (spec 3 §2 "Row actions menu"): so far Open entity and Delete with the
// spec's confirmation; the delivery actions join as they are built (issue 44).
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useNavigate } from 'react-router';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { paths } from '@/config/paths';
import { DeleteTaxReturnDialog } from './delete-tax-return-dialog';

export function TaxReturnRowMenu({ tax }: { tax: TaxReturnSummaryDto }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${tax.tax_return_name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void navigate(paths.staff.entity.getHref(tax.company_hash))}>
          Open entity
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            setDeleting(true);
          }}
        >
          Delete
        </MenuItem>
      </Menu>
      {deleting && (
        <DeleteTaxReturnDialog taxReturnId={tax.id} onClose={() => setDeleting(false)} />
      )}
    </>
  );
}
