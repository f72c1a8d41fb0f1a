import * as auth from './auth.js';
import * as profile from './profile.js';
import * as ledger from './ledger.js';
import * as tenancy from './tenancy.js';
import * as sports from './sports-routes.js';
import * as live from './live.js';
import * as settlement from './settlement.js';
import * as betting from './betting.js';
import * as stakes from './stakes.js';
import * as money from './money.js';
import * as casino from './casino.js';
import * as staffUsers from './staff-users.js';
import * as plReport from './pl-report.js';

/** Every HTTP call, grouped by capability; the server registers each group's handlers. */
export const routes = {
  auth: {
    login: auth.login,
    logout: auth.logout,
    signup: auth.signup,
    signupDemo: auth.signupDemo,
    changePassword: auth.changePassword,
    forgotPasswordOtp: auth.forgotPasswordOtp,
    forgotPassword: auth.forgotPassword,
    twoFactorSetup: auth.twoFactorSetup,
    twoFactorEnable: auth.twoFactorEnable,
    twoFactorVerify: auth.twoFactorVerify,
    transactionCodeRenew: auth.transactionCodeRenew,
  },
  profile: { getProfile: profile.getProfile, getPts: profile.getPts },
  ledger: { transferPts: ledger.transferPts },
  tenancy: {
    getWholeAppConfiguration: tenancy.getWholeAppConfiguration,
    getMaintenance: tenancy.getMaintenance,
    getImageBaseUrl: tenancy.getImageBaseUrl,
    getCommunicationDetail: tenancy.getCommunicationDetail,
    getReferralSetting: tenancy.getReferralSetting,
    getWhiteLabelRole: tenancy.getWhiteLabelRole,
    setMaintenance: tenancy.setMaintenance,
    setUseSocket: tenancy.setUseSocket,
  },
  sports: {
    getMarketGroup: sports.getMarketGroup,
    getProtectedMarketGroup: sports.getProtectedMarketGroup,
    getHome: sports.getHome,
    getTournaments: sports.getTournaments,
    getHotEvents: sports.getHotEvents,
    getHighlights: sports.getHighlights,
    getEventMarkets: sports.getEventMarkets,
    getAdminEventMarkets: sports.getAdminEventMarkets,
    globalSearch: sports.globalSearch,
    getLiveTv: sports.getLiveTv,
    getMarketScoreList: sports.getMarketScoreList,
  },
  favorites: {
    getFavoriteEvents: sports.getFavoriteEvents,
    addFavoriteEvent: sports.addFavoriteEvent,
    deleteFavoriteEvent: sports.deleteFavoriteEvent,
    getFavoriteMarkets: sports.getFavoriteMarkets,
    addFavoriteMarket: sports.addFavoriteMarket,
    deleteFavoriteMarket: sports.deleteFavoriteMarket,
  },
  live: { broadcastRefreshPage: live.broadcastRefreshPage },
  betting: {
    placeBet: betting.placeBet,
    getOpenBets: betting.getOpenBets,
    getDownlineOpenBets: betting.getDownlineOpenBets,
    getBetHistory: betting.getBetHistory,
    getBetHistoryDetails: betting.getBetHistoryDetails,
    getDownlineBetHistory: betting.getDownlineBetHistory,
    getDownlineBetHistoryDetails: betting.getDownlineBetHistoryDetails,
    getCashOutOffer: betting.getCashOutOffer,
    cashOut: betting.cashOut,
  },
  stakes: {
    getStakes: stakes.getStakes,
    saveStakes: stakes.saveStakes,
    getQuickBets: stakes.getQuickBets,
    saveQuickBets: stakes.saveQuickBets,
    setConfirmBets: stakes.setConfirmBets,
  },
  settlement: { declareResult: settlement.declareResult, rollbackResult: settlement.rollbackResult },
  money: {
    getDepositTypes: money.getDepositTypes,
    getPaymentMethodTypes: money.getPaymentMethodTypes,
    createDepositType: money.createDepositType,
    updateDepositType: money.updateDepositType,
    createPaymentMethodType: money.createPaymentMethodType,
    updatePaymentMethodType: money.updatePaymentMethodType,
    getAccounts: money.getAccounts,
    createAccount: money.createAccount,
    updateAccount: money.updateAccount,
    deleteAccount: money.deleteAccount,
    setPrimaryAccount: money.setPrimaryAccount,
    getDeposits: money.getDeposits,
    getWithdrawals: money.getWithdrawals,
    requestDeposit: money.requestDeposit,
    requestWithdrawal: money.requestWithdrawal,
    enterDeposit: money.enterDeposit,
    decideDeposit: money.decideDeposit,
    decideWithdrawal: money.decideWithdrawal,
  },
  casino: {
    getCasinoGames: casino.getCasinoGames,
    launchCasinoGame: casino.launchCasinoGame,
    walletAuthenticate: casino.walletAuthenticate,
    walletBalance: casino.walletBalance,
    walletDebit: casino.walletDebit,
    walletCredit: casino.walletCredit,
    walletRollback: casino.walletRollback,
    getCasinoOpenBets: casino.getCasinoOpenBets,
    getCasinoHistory: casino.getCasinoHistory,
    getCasinoHistoryDetails: casino.getCasinoHistoryDetails,
    getDownlineCasinoOpenBets: casino.getDownlineCasinoOpenBets,
    getDownlineCasinoHistory: casino.getDownlineCasinoHistory,
    getDownlineCasinoHistoryDetails: casino.getDownlineCasinoHistoryDetails,
    getCasinoReconciliation: casino.getCasinoReconciliation,
  },
  staffUsers: {
    getStaffUsers: staffUsers.getStaffUsers,
    getStaffUserHierarchy: staffUsers.getStaffUserHierarchy,
    createStaffUser: staffUsers.createStaffUser,
    modifyStaffUser: staffUsers.modifyStaffUser,
    logoutStaffUser: staffUsers.logoutStaffUser,
  },
  plReport: { getPlReport: plReport.getPlReport },
} as const;
