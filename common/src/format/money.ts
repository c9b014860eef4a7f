// Amounts of money as the portal shows them (deposits are in US dollars).
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1250.75 → "$1,250.75". */
export const formatUsd = (amount: number): string => USD.format(amount);
