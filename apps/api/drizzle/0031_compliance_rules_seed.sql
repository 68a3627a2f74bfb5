-- Custom SQL migration file, put your code below! --
-- The starting data of the rules tables (issue 19); staff change it from the admin screens afterwards.
-- CBDT Circular No. 15/2025 (29 October 2025): company and audited returns for AY 2025-26 to 10 December 2025,
-- the tax audit report to 10 November 2025.
INSERT INTO "due_date_extensions" ("rule_code", "period_end", "new_due_date", "reference") VALUES
  ('IN_ITR6', '2025-03-31', '2025-12-10', 'CBDT Circular No. 15/2025 dated 29 October 2025'),
  ('IN_TAX_AUDIT', '2025-03-31', '2025-11-10', 'CBDT Circular No. 15/2025 dated 29 October 2025')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "government_fees" ("jurisdiction", "company_type", "code", "label", "amount_minor", "currency", "reference") VALUES
  ('SG', NULL, 'ACRA_NAME', 'ACRA name application', 1500, 'SGD', 'ACRA fees: name application S$15'),
  ('SG', 'private_limited', 'ACRA_COMPANY_REGISTRATION', 'ACRA company registration', 30000, 'SGD', 'ACRA fees: registration of a local company S$300'),
  ('SG', 'llp', 'ACRA_LLP_REGISTRATION', 'ACRA LLP registration', 10000, 'SGD', 'ACRA fees: registration of an LLP S$100'),
  ('IN', NULL, 'MCA_NAME_RESERVATION', 'MCA name reservation (SPICe+ Part A / RUN)', 100000, 'INR', 'Companies (Registration Offices and Fees) Rules 2014: name reservation Rs 1,000'),
  ('IN', 'private_limited', 'MCA_SPICE_FILING', 'SPICe+ registration fee (authorised capital up to Rs 15 lakh)', 0, 'INR', 'Companies (Registration Offices and Fees) Rules 2014 as amended: nil for authorised capital up to Rs 15 lakh')
ON CONFLICT DO NOTHING;
