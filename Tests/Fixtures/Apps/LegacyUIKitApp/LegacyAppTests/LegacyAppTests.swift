// fixture
