// The fields being placed on a request (issue 46 "Placing fields"): started from what the server
// has (placed, or proposed from the document's signature lines), changed here — added for a signer
// on a page, moved, removed — and saved all at once. Knows whether anything is unsaved and which
// signers still have no signature.
import { useState } from 'react';
import {
  FIELD_SIZES,
  signersWithoutSignature,
  type FieldKind,
  type FieldPlacementDto,
  type SignatureFieldDto,
} from '@portico/common/signature-requests/signature-fields';
import type { PageRect } from '@/components/file-preview/movable-box';

/** Where a new field lands on its page: a little in from the top left, each one lower. */
const FIRST_AT = { left: 72, top: 96 };
const STEP = 36;

let made = 0;
const newFieldId = () => `f-${Date.now().toString(36)}-${(made += 1)}`;

export function useFieldEditor(start: FieldPlacementDto) {
  const [fields, setFields] = useState<SignatureFieldDto[]>(start.fields);
  const [saved, setSaved] = useState(start.suggested ? null : start.fields);
  const [selected, setSelected] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [signerId, setSignerId] = useState(start.signers[0]?.id ?? '');

  return {
    signers: start.signers,
    pages: start.pages,
    fields,
    selected,
    select: (id: string | null) => {
      setSelected(id);
      if (id !== added) setAdded(null);
    },
    /** The field just added, until another is chosen: it takes the focus when it shows. */
    added,
    /** The signer new fields are for. */
    signerId,
    setSignerId,
    /** Nothing changed since the last save (proposed fields are never saved yet). */
    unsaved: saved !== fields,
    missing: signersWithoutSignature(start.signers, fields),
    /** A field of `kind` for the chosen signer on `page`, selected. */
    add(kind: FieldKind, page: number): SignatureFieldDto | null {
      const size = start.pages.find((p) => p.page === page);
      if (!size || !signerId) return null;
      const onPage = fields.filter((f) => f.page === page).length;
      const { width, height } = FIELD_SIZES[kind];
      const top = Math.min(FIRST_AT.top + onPage * STEP, size.height - height);
      const field: SignatureFieldDto = {
        id: newFieldId(),
        signer_id: signerId,
        kind,
        page,
        left: Math.min(FIRST_AT.left, size.width - width),
        bottom: size.height - top - height,
        width,
        height,
      };
      setFields((all) => [...all, field]);
      setSelected(field.id);
      setAdded(field.id);
      return field;
    },
    move(id: string, rect: PageRect) {
      setFields((all) => all.map((f) => (f.id === id ? { ...f, ...rect } : f)));
    },
    remove(id: string) {
      setFields((all) => all.filter((f) => f.id !== id));
      setSelected(null);
    },
    /** After the server kept them. */
    markSaved(kept: SignatureFieldDto[]) {
      setFields(kept);
      setSaved(kept);
    },
  };
}

export type FieldEditor = ReturnType<typeof useFieldEditor>;
