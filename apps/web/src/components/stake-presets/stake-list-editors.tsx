import { useTranslation } from 'react-i18next';
import { DEFAULT_QUICK_BETS, DEFAULT_STAKES, saveQuickBetsBodySchema, saveStakesBodySchema } from '@backlay/contract';
import { PresetEditor, type PresetEditorProps } from './preset-editor';

/** What a screen decides about a list: the saved presets and how a save goes. */
type ListEditorProps = Pick<PresetEditorProps, 'presets' | 'isSaving' | 'onSave'>;

/*
 * Each list's heading, defaults and save schema, in one place for /button-values and the bet
 * slip's editors. The editor is keyed by the saved list, so it remounts with the rows the
 * server holds after a save or a refetch.
 */

export function StakeButtonsEditor(props: ListEditorProps) {
  const { t } = useTranslation();
  return (
    <PresetEditor
      key={JSON.stringify(props.presets)}
      title={t('buttonValues.stakeButtons', 'Stake Buttons')}
      rowName={t('buttonValues.stakeRow', 'Stake')}
      defaults={DEFAULT_STAKES}
      schema={saveStakesBodySchema}
      {...props}
    />
  );
}

export function QuickBetButtonsEditor(props: ListEditorProps) {
  const { t } = useTranslation();
  return (
    <PresetEditor
      key={JSON.stringify(props.presets)}
      title={t('buttonValues.quickBets', 'Quick Bet')}
      rowName={t('buttonValues.quickBetRow', 'Quick bet')}
      defaults={DEFAULT_QUICK_BETS}
      schema={saveQuickBetsBodySchema}
      {...props}
    />
  );
}
