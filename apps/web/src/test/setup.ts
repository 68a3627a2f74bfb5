import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: the tests render lazily loaded routes against a real HTTP test
// server, and on a busy two-core machine the first render alone can take over a second. A wait still ends as soon
// as the element appears, so this costs nothing when the machine is idle.
configure({ asyncUtilTimeout: 5_000 });
