import * as auth from './auth.js';
import * as profile from './profile.js';
import * as ledger from './ledger.js';
import * as tenancy from './tenancy.js';
import * as sports from './sports-routes.js';
import * as live from './live.js';
import * as settlement from './settlement.js';
import * as betting from './betting.js';
import * as marketExposure from './market-exposure.js';
import * as stakes from './stakes.js';
import * as money from './money.js';
import * as casino from './casino.js';
import * as originals from './originals.js';
import * as staffUsers from './staff-users.js';
import * as plReport from './pl-report.js';
import * as bonuses from './bonuses.js';
import * as complaints from './complaints.js';
import * as notifications from './notifications.js';
import * as statements from './statements.js';
import * as paymentGateway from './payment-gateway.js';
import * as marketAnalysis from './market-analysis.js';
import * as entryLinks from './entry-links.js';
import * as leaderboard from './leaderboard.js';
import * as marketAdmin from './market-admin.js';
import * as betVoids from './bet-voids.js';
import * as staffReports from './staff-reports.js';
import * as sites from './sites.js';
import * as dashboard from './dashboard.js';
import * as multiLogins from './multi-logins.js';
import * as transactionCodeLocks from './transaction-code-locks.js';
import * as blogs from './blogs.js';
import * as eventFrames from './event-frames.js';

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
    getMarketExposure: marketExposure.getMarketExposure,
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
    getDepositProof: money.getDepositProof,
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
  originals: {
    openOriginalsSession: originals.openOriginalsSession,
    getOriginalsBalance: originals.getOriginalsBalance,
    getOriginalsOpenBets: originals.getOriginalsOpenBets,
    getCrashState: originals.getCrashState,
    placeCrashBet: originals.placeCrashBet,
    cashOutCrash: originals.cashOutCrash,
    getCrashHistory: originals.getCrashHistory,
    getOriginalsNextFairness: originals.getOriginalsNextFairness,
    setOriginalsClientSeed: originals.setOriginalsClientSeed,
    spinSlot: originals.spinSlot,
    playLotto: originals.playLotto,
    playDragonTiger: originals.playDragonTiger,
    verifyOriginalsRound: originals.verifyOriginalsRound,
    getOriginalsRound: originals.getOriginalsRound,
  },
  staffUsers: {
    getStaffUsers: staffUsers.getStaffUsers,
    getStaffUserHierarchy: staffUsers.getStaffUserHierarchy,
    createStaffUser: staffUsers.createStaffUser,
    modifyStaffUser: staffUsers.modifyStaffUser,
    logoutStaffUser: staffUsers.logoutStaffUser,
    liftAccountCodeLock: transactionCodeLocks.liftAccountCodeLock,
  },
  plReport: { getPlReport: plReport.getPlReport },
  paymentGateway: {
    requestIPayDeposit: paymentGateway.requestIPayDeposit,
    requestXPayDeposit: paymentGateway.requestXPayDeposit,
    reconcileDeposits: paymentGateway.reconcileDeposits,
  },
  bonuses: {
    getBonusOffers: bonuses.getBonusOffers,
    getPromotions: bonuses.getPromotions,
    createBonusOffer: bonuses.createBonusOffer,
    updateBonusOffer: bonuses.updateBonusOffer,
    getUserBonuses: bonuses.getUserBonuses,
    getBonusWallet: bonuses.getBonusWallet,
  },
  complaints: {
    getMyComplaints: complaints.getMyComplaints,
    fileComplaint: complaints.fileComplaint,
    closeOwnComplaint: complaints.closeOwnComplaint,
    getDownlineComplaints: complaints.getDownlineComplaints,
    answerDownlineComplaint: complaints.answerDownlineComplaint,
    getUserPathComplaints: complaints.getUserPathComplaints,
    answerUserPathComplaint: complaints.answerUserPathComplaint,
  },
  notifications: {
    getNotifications: notifications.getNotifications,
    markNotificationRead: notifications.markNotificationRead,
    deleteNotification: notifications.deleteNotification,
    sendNotification: notifications.sendNotification,
    getSentBroadcasts: notifications.getSentBroadcasts,
  },
  statements: { getTransactions: statements.getTransactions, getAccountStatement: statements.getAccountStatement },
  marketAnalysis: { getAnalysedMarkets: marketAnalysis.getAnalysedMarkets, getMarketBookAnalysis: marketAnalysis.getMarketBookAnalysis },
  entryLinks: {
    issueDirectLogin: entryLinks.issueDirectLogin,
    directLogin: entryLinks.directLogin,
    getRegistrations: entryLinks.getRegistrations,
  },
  thirdPartyAccounts: {
    createCockFightAccount: entryLinks.createCockFightAccount,
    logoutCockFightAccount: entryLinks.logoutCockFightAccount,
  },
  leaderboard: { getLeaderboard: leaderboard.getLeaderboard },
  marketAdmin: {
    getStaffEvents: marketAdmin.getStaffEvents,
    getStaffMarkets: marketAdmin.getStaffMarkets,
    updateMarket: marketAdmin.updateMarket,
    setEventSuspension: marketAdmin.setEventSuspension,
    createManualMarket: marketAdmin.createManualMarket,
    setManualOdds: marketAdmin.setManualOdds,
    getTypeList: marketAdmin.getTypeList,
    setTypeList: marketAdmin.setTypeList,
    getStaffCasinoProviders: marketAdmin.getStaffCasinoProviders,
    updateStaffCasinoProvider: marketAdmin.updateStaffCasinoProvider,
    getStaffCasinoGames: marketAdmin.getStaffCasinoGames,
    updateStaffCasinoGame: marketAdmin.updateStaffCasinoGame,
  },
  betVoids: { voidBets: betVoids.voidBets },
  staffReports: {
    getDownlinePl: staffReports.getDownlinePl,
    getMarketPl: staffReports.getMarketPl,
    getCommissionReport: staffReports.getCommissionReport,
    getAuditLog: staffReports.getAuditLog,
  },
  sites: {
    getWhiteLabels: sites.getWhiteLabels,
    createWhiteLabel: sites.createWhiteLabel,
    updateWhiteLabel: sites.updateWhiteLabel,
    getDomains: sites.getDomains,
    createDomain: sites.createDomain,
    updateDomain: sites.updateDomain,
    deleteDomain: sites.deleteDomain,
    getSiteTheme: sites.getSiteTheme,
    saveSiteTheme: sites.saveSiteTheme,
    refreshUser: sites.refreshUser,
  },
  dashboard: { getB2cDashboard: dashboard.getB2cDashboard },
  multiLogins: {
    getMultiLogins: multiLogins.getMultiLogins,
    getCurrentLogin: multiLogins.getCurrentLogin,
    createMultiLogin: multiLogins.createMultiLogin,
    updateMultiLogin: multiLogins.updateMultiLogin,
    deleteMultiLogin: multiLogins.deleteMultiLogin,
    liftLoginCodeLock: transactionCodeLocks.liftLoginCodeLock,
  },
  blogs: {
    getBlogPosts: blogs.getBlogPosts,
    getBlogPost: blogs.getBlogPost,
    getStaffBlogPosts: blogs.getStaffBlogPosts,
    createBlogPost: blogs.createBlogPost,
    updateBlogPost: blogs.updateBlogPost,
    deleteBlogPost: blogs.deleteBlogPost,
  },
  eventFrames: {
    getEventFrames: eventFrames.getEventFrames,
    setEventFrames: eventFrames.setEventFrames,
    getStreamHosts: eventFrames.getStreamHosts,
    setStreamHosts: eventFrames.setStreamHosts,
  },
} as const;
