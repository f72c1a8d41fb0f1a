import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { STAKE_MESSAGES } from '@backlay/contract';

/**
 * The contract's validation messages of a preset, translated (the English text is the
 * contract's, so the client shows what the server would answer). Unknown text passes through.
 */
export function useStakeMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      switch (message) {
        case STAKE_MESSAGES.labelRequired:
          return t('buttonValues.labelRequired', STAKE_MESSAGES.labelRequired);
        case STAKE_MESSAGES.labelTooLong:
          return t('buttonValues.labelTooLong', STAKE_MESSAGES.labelTooLong);
        case STAKE_MESSAGES.valueNotWhole:
          return t('buttonValues.valueNotWhole', STAKE_MESSAGES.valueNotWhole);
        case STAKE_MESSAGES.valueRange:
          return t('buttonValues.valueRange', STAKE_MESSAGES.valueRange);
        case STAKE_MESSAGES.stakeCount:
          return t('buttonValues.stakeCount', STAKE_MESSAGES.stakeCount);
        case STAKE_MESSAGES.quickBetCount:
          return t('buttonValues.quickBetCount', STAKE_MESSAGES.quickBetCount);
        default:
          return message;
      }
    },
    [t],
  );
}
