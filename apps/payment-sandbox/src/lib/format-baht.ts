const BAHT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123450 satang -> "1,234.50". */
export const formatBaht = (satang: number): string => BAHT.format(satang / 100);
