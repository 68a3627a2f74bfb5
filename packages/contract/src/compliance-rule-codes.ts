/**
 * Every rule the compliance calendar applies, by the code its entries carry, with a label staff recognise. A
 * due-date extension names one of these (an extension under a code no rule emits would never apply, silently), and
 * the admin's extension form offers them as a list. compliance-rule-codes.test.ts checks that the rules emit
 * exactly these codes.
 */
export const COMPLIANCE_RULE_CODES = {
  SG_ECI: { jurisdiction: 'SG', label: 'Estimated Chargeable Income (ECI)' },
  SG_AGM: { jurisdiction: 'SG', label: 'Annual general meeting' },
  SG_ANNUAL_RETURN: { jurisdiction: 'SG', label: 'Annual return (ACRA)' },
  SG_FORM_C: { jurisdiction: 'SG', label: 'Form C-S / C (IRAS)' },
  SG_GST_F5: { jurisdiction: 'SG', label: 'GST F5 return' },
  SG_LLP_FORM_P: { jurisdiction: 'SG', label: 'LLP partnership return, Form P' },
  SG_LLP_DECLARATION: { jurisdiction: 'SG', label: 'LLP annual declaration' },
  SG_BRANCH_ACCOUNTS: { jurisdiction: 'SG', label: "Foreign company's and branch accounts (s373)" },
  IN_AGM: { jurisdiction: 'IN', label: 'Annual general meeting' },
  IN_AOC4: { jurisdiction: 'IN', label: 'AOC-4 (financial statements)' },
  IN_MGT7: { jurisdiction: 'IN', label: 'MGT-7 / MGT-7A (annual return)' },
  IN_ADT1: { jurisdiction: 'IN', label: 'ADT-1 (auditor appointment)' },
  IN_DIR3_KYC: { jurisdiction: 'IN', label: 'DIR-3 KYC' },
  IN_DPT3: { jurisdiction: 'IN', label: 'DPT-3 (deposits return)' },
  IN_MSME1_H1: { jurisdiction: 'IN', label: 'MSME-1 (April - September)' },
  IN_MSME1_H2: { jurisdiction: 'IN', label: 'MSME-1 (October - March)' },
  IN_INC20A: { jurisdiction: 'IN', label: 'INC-20A (commencement of business)' },
  IN_TAX_AUDIT: { jurisdiction: 'IN', label: 'Tax audit report' },
  IN_3CEB: { jurisdiction: 'IN', label: 'Form 3CEB (transfer pricing)' },
  IN_ITR6: { jurisdiction: 'IN', label: 'ITR-6 (company return)' },
  IN_LLP_ITR5: { jurisdiction: 'IN', label: 'ITR-5 (LLP return)' },
  IN_ADVANCE_TAX_1: { jurisdiction: 'IN', label: 'Advance tax, 1st instalment (15 June)' },
  IN_ADVANCE_TAX_2: { jurisdiction: 'IN', label: 'Advance tax, 2nd instalment (15 September)' },
  IN_ADVANCE_TAX_3: { jurisdiction: 'IN', label: 'Advance tax, 3rd instalment (15 December)' },
  IN_ADVANCE_TAX_4: { jurisdiction: 'IN', label: 'Advance tax, 4th instalment (15 March)' },
  IN_LLP_FORM11: { jurisdiction: 'IN', label: 'LLP Form 11 (annual return)' },
  IN_LLP_FORM8: { jurisdiction: 'IN', label: 'LLP Form 8 (accounts and solvency)' },
  AE_CT_REGISTRATION: { jurisdiction: 'AE', label: 'Corporate tax registration' },
  AE_CT_RETURN: { jurisdiction: 'AE', label: 'Corporate tax return' },
  AE_VAT_RETURN: { jurisdiction: 'AE', label: 'VAT return' },
} as const satisfies Record<string, { jurisdiction: 'SG' | 'IN' | 'AE'; label: string }>;

export type ComplianceRuleCode = keyof typeof COMPLIANCE_RULE_CODES;
export const COMPLIANCE_RULE_CODE_LIST = Object.keys(COMPLIANCE_RULE_CODES) as [ComplianceRuleCode, ...ComplianceRuleCode[]];

export function isComplianceRuleCode(code: string): code is ComplianceRuleCode {
  return Object.hasOwn(COMPLIANCE_RULE_CODES, code);
}
