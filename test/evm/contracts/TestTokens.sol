// SPDX-License-Identifier: MIT
// Test-only contracts for the EVM integration tests; compiled by buildArtifacts.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20. `_move` has no balance `require`, so an overdraft hits checked
/// arithmetic and reverts with Panic(0x11); a zero recipient reverts with Error(string).
contract TestToken {
    string public name;
    string public symbol;
    uint8 public decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(to != address(0), "TestToken: transfer to the zero address");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// Old-style token (like MKR/SAI) whose name and symbol are bytes32, not string.
contract Bytes32Token {
    bytes32 public name;
    bytes32 public symbol;
    uint8 public decimals = 18;
    mapping(address => uint256) public balanceOf;

    constructor(bytes32 name_, bytes32 symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        balanceOf[msg.sender] = supply;
    }
}

/// Stand-in for the OP-stack GasPriceOracle predeploy: a fee that depends on the bytes
/// passed, so a test can tell the serialized transaction reached it.
contract FakeL1Oracle {
    function getL1Fee(bytes calldata data) external pure returns (uint256) {
        return 1000 * data.length + 7;
    }
}
