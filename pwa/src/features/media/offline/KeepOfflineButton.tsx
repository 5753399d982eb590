import { Loader } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { offlineAudioTexts } from '../../../lib/texts/offlineAudio';
import { useBrowserValue } from '../../../lib/useBrowserValue';
import type { Track } from '../player/usePlayer';
import buttons from '../../../lib/ui/PlainButton.module.css';
import classes from './KeepOfflineButton.module.css';
import { canKeepRecordings, keepRecording, useIsKept } from './keptRecordings';

const t = offlineAudioTexts;

/** 'Uložit offline' on a recording's row; once kept, a quiet 'Uloženo' instead. */
export function KeepOfflineButton({ track }: { track: Track }) {
  const kept = useIsKept(track.src);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  // Nearly every browser can: the server renders the button, so the rows do not shift when the app starts.
  if (!useBrowserValue(canKeepRecordings, true)) return null;
  if (kept) {
    return (
      <div className={classes.kept}>
        <IconCircleCheck size={18} aria-hidden="true" />
        {t.kept}
      </div>
    );
  }
  const saving = state === 'saving';
  const keep = () => {
    setState('saving');
    keepRecording(track).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className={classes.keep}>
      {state === 'failed' && (
        <p role="alert" className={classes.failed}>
          {t.keepFailed}
        </p>
      )}
      <button
        type="button"
        className={`mantine-focus-auto ${saving ? '' : 'mantine-active '}${buttons.plainButton} ${classes.button}`}
        aria-label={t.keepTitle(track.title)}
        disabled={saving}
        data-loading={saving || undefined}
        onClick={keep}
      >
        {saving && <Loader className={classes.loader} size={20} color="var(--mantine-color-navy-light-color)" aria-hidden="true" />}
        <span className={classes.inner}>
          <span className={classes.label}>{t.keep}</span>
        </span>
      </button>
    </div>
  );
}
