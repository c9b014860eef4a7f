// The editor's copy of a template's content and its autosave: each change is saved a moment
// later (one save at a time, the latest content wins), a save that fails for the network is
// retried, a stale version (another window saved first) stops and asks, and leaving the page
// sends what is still waiting. Nothing typed waits for a button.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TemplateDto, TemplateSectionDto } from '@portico/common/questionnaires/templates';
import { ApiError } from '@/lib/api-client';
import { fetchTemplate, saveTemplate, templateKeys } from '../api/templates';

export const SAVE_DELAY_MS = 800;
const RETRY_MS = [1000, 2000, 5000, 10000];

export type DraftStatus = 'saved' | 'waiting' | 'saving' | 'retrying' | 'conflict' | 'failed';

export interface TemplateDraft {
  sections: TemplateSectionDto[];
  status: DraftStatus;
  /** The server's message when a save was refused (status 'failed'). */
  error: string | null;
  change: (edit: (sections: TemplateSectionDto[]) => TemplateSectionDto[]) => void;
  /** After a conflict: save these edits over the other window's. */
  keepMine: () => void;
}

export function useTemplateDraft(template: TemplateDto): TemplateDraft {
  const client = useQueryClient();
  const [sections, setSections] = useState(template.sections);
  const [status, setStatus] = useState<DraftStatus>('saved');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(template.sections);
  const version = useRef(template.version);
  const dirty = useRef(false);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);
  const stopped = useRef(false);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || !dirty.current || stopped.current) return;
    inFlight.current = true;
    dirty.current = false;
    const sent = latest.current;
    setStatus('saving');
    try {
      const saved = await saveTemplate(template.id, { version: version.current, sections: sent });
      version.current = saved.version;
      failures.current = 0;
      client.setQueryData(templateKeys.one(template.id), { ...saved, sections: latest.current });
      void client.invalidateQueries({ queryKey: templateKeys.list() });
      void client.invalidateQueries({ queryKey: templateKeys.preview(template.id) });
      setError(null);
      setStatus(dirty.current ? 'waiting' : 'saved');
    } catch (caught) {
      dirty.current = true;
      if (caught instanceof ApiError && caught.status === 409) {
        stopped.current = true;
        setStatus('conflict');
      } else if (caught instanceof ApiError && caught.status < 500 && caught.status !== 429) {
        stopped.current = true;
        setError(caught.message);
        setStatus('failed');
      } else {
        setStatus('retrying');
        const wait = RETRY_MS[Math.min(failures.current, RETRY_MS.length - 1)]!;
        failures.current += 1;
        timer.current = setTimeout(() => void flush(), wait);
      }
    } finally {
      inFlight.current = false;
    }
    if (dirty.current && !stopped.current && !timer.current) void flush();
  }, [client, template.id]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void flush();
    }, SAVE_DELAY_MS);
  }, [flush]);

  const change = useCallback(
    (edit: (current: TemplateSectionDto[]) => TemplateSectionDto[]) => {
      latest.current = edit(latest.current);
      setSections(latest.current);
      dirty.current = true;
      if (!stopped.current) {
        setStatus((s) => (s === 'saving' || s === 'retrying' ? s : 'waiting'));
        schedule();
      }
    },
    [schedule],
  );

  const keepMine = useCallback(() => {
    void (async () => {
      try {
        version.current = (await fetchTemplate(template.id)).version;
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : null);
        return;
      }
      stopped.current = false;
      dirty.current = true;
      await flush();
    })();
  }, [flush, template.id]);

  // Leaving the editor sends what is waiting; closing the tab asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (dirty.current && !stopped.current) void flush();
    };
  }, [flush]);

  return { sections, status, error, change, keepMine };
}
