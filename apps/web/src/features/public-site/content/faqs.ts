/** The FAQ text lives in the contract so that the API's chatbot answers from the same words the page shows. */
export * from '@quayside/contract/site-content/faqs';
