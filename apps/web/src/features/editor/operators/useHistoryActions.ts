// The history actions of the editor (docs/api.md "Operation history"): go back to a step, trim, save
// and save as. Save is a compare-and-set on the file's modifiedAt: a 409 means the file was saved
// elsewhere since this editor read it, so the user is asked before `override: true` replaces it
// (spec part 3 §8). Every answer that is a HistoryState goes to the session (the views reload).
import type { FileItem } from '@asperity/contract';
import { useState } from 'react';
import { isHttpError } from '../../../app/HttpError.ts';
import { useHttpClient } from '../../../app/session/index.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { historyApi } from './historyApi.ts';
import { operatorFailure, type OperatorFailure } from './operatorFailure.ts';
import { flushEditorSettings } from '../settings/editorSettingsPersistence.ts';

export type HistoryAction = 'goBack' | 'trim' | 'save' | 'saveAs';

export interface HistoryActions {
  readonly busy: HistoryAction | undefined;
  /** The last failure (catalogue message and the server's reason), until the next action. */
  readonly failure: OperatorFailure | undefined;
  readonly dismissFailure: () => void;
  /** True while the "changed elsewhere, overwrite?" question is open. */
  readonly conflict: boolean;
  readonly goBack: (step: number) => Promise<void>;
  readonly trim: () => Promise<void>;
  readonly save: () => Promise<void>;
  /** Answers the conflict question: overwrite (save with override) or keep the other version. */
  readonly resolveConflict: (overwrite: boolean) => Promise<void>;
  /** Saves the current fork as a new file; rejects so the name dialog can show the failure. */
  readonly saveAs: (name: string) => Promise<FileItem>;
}

const CONFLICT = 409;

export function useHistoryActions(): HistoryActions {
  const session = useEditorSession();
  const http = useHttpClient();
  const [busy, setBusy] = useState<HistoryAction | undefined>();
  const [failure, setFailure] = useState<OperatorFailure | undefined>();
  const [conflict, setConflict] = useState(false);
  const target = { fileGuid: session.fileGuid, channel: session.channel };
  const { history } = session;

  const run = async (action: HistoryAction, call: () => Promise<void>): Promise<void> => {
    setBusy(action);
    setFailure(undefined);
    try {
      await call();
    } catch (error) {
      setFailure(operatorFailure(error));
    } finally {
      setBusy(undefined);
    }
  };

  const save = (override: boolean) =>
    run('save', async () => {
      try {
        session.setHistory(
          await historyApi.save(http, target, history.forkHash, history.modifiedAt, override),
        );
      } catch (error) {
        if (!override && isHttpError(error) && error.status === CONFLICT) {
          setConflict(true);
          return;
        }
        throw error;
      }
    });

  return {
    busy,
    failure,
    dismissFailure: () => setFailure(undefined),
    conflict,
    goBack: (step) =>
      run('goBack', async () => session.setHistory(await historyApi.goBack(http, target, step))),
    trim: () => run('trim', async () => session.setHistory(await historyApi.trim(http, target))),
    save: () => save(false),
    resolveConflict: async (overwrite) => {
      setConflict(false);
      if (overwrite) await save(true);
    },
    saveAs: async (name) => {
      setBusy('saveAs');
      try {
        // The new file takes the display settings the server has: send the last second's changes first.
        await flushEditorSettings();
        return await historyApi.saveAs(http, target, history.forkHash, name);
      } finally {
        setBusy(undefined);
      }
    },
  };
}
