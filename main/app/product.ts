/** The name the app shows (window title, notifications, app.info). */
export const PRODUCT_NAME = 'Vault Wallet';
